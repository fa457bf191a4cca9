import type { User as PotluckUser } from '../contracts/user.rules';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    returnTo?: string;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting Express's Request type needs its namespace
  namespace Express {
    interface Request {
      authUser?: PotluckUser;
    }
  }
}

export {};
