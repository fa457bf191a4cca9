import type { User as PotluckUser } from '../contracts/user.contract';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    returnTo?: string;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      authUser?: PotluckUser;
    }
  }
}

export {};
