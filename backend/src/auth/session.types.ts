import type { User as PotluckUser } from '../contracts/user.rules';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /**
     * The guest this device was signed in as before signing in to this account: offered to move into the account
     * (GET/POST /api/guest-merge), never moved without that confirmation.
     */
    pendingGuestId?: string;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting Express's Request type needs its namespace
  namespace Express {
    interface Request {
      authUser?: PotluckUser;
      /**
       * Set on an API read that came without a session cookie, which therefore has no session to read: loads an empty
       * one for a route that starts a session (a sign-in callback; see startSession).
       */
      loadSession?: () => Promise<void>;
    }
  }
}

export {};
