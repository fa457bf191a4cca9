import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '@/components/not-found-screen';
import { withMessages } from '@/lib/i18n';
import { SCREEN_MESSAGES } from '@/lib/message-groups';
import { AuthGate, ByAuth, EventPagesOnly, SignedInOnly, SignedOutOnly } from './guards';
import { RootLayout } from './layouts/root-layout';

/** A screen's module, once the messages it reads beyond the core are loaded too. */
const screen = <M,>(name: keyof typeof SCREEN_MESSAGES, module: Promise<M>) =>
  withMessages(SCREEN_MESSAGES[name], module);

// One lazily loaded module per screen: the landing page downloads only the Welcome screen's code.
const Welcome = preloadableRoute(() => screen('welcome', import('./routes/welcome')));
const SignIn = preloadableRoute(() => screen('sign-in', import('./routes/sign-in')));
const RedirectToLogin = lazy(() => screen('redirect-to-login', import('./routes/redirect-to-login')));
const TermsOfService = preloadableRoute(() => screen('terms-of-service', import('./routes/terms-of-service')));
const PrivacyPolicy = preloadableRoute(() => screen('privacy-policy', import('./routes/privacy-policy')));
const Home = lazy(() => screen('home', import('./routes/home')));
const MyRsvps = lazy(() => screen('my-rsvps', import('./routes/my-rsvps')));
const EventCode = lazy(() => screen('event-code', import('./routes/event-code')));
const JoinEvent = preloadableRoute(() => screen('join-event', import('./routes/join-event')));
const CreateEvent = lazy(() => screen('create-event', import('./routes/create-event')));
const EditEvent = lazy(() => screen('edit-event', import('./routes/edit-event')));
const EventDetail = lazy(() => screen('event-detail', import('./routes/event-detail')));
const InviteGuests = lazy(() => screen('invite-guests', import('./routes/invite-guests')));
const ManageEvent = lazy(() => screen('manage-event', import('./routes/manage-event')));
const EventConversation = lazy(() => screen('event-conversation', import('./routes/event-conversation')));
const EventCosts = lazy(() => screen('event-costs', import('./routes/event-costs')));
const EventDoor = lazy(() => screen('event-door', import('./routes/event-door')));
const DishSignup = lazy(() => screen('dish-signup', import('./routes/dish-signup')));
const GuestLink = lazy(() => screen('guest-link', import('./routes/guest-link')));
const Admin = lazy(() => screen('admin', import('./routes/admin')));

/**
 * A lazily loaded screen whose code can be fetched before the first render: a page that arrives with its content
 * rendered by the server then shows that screen at once instead of a loading screen in between.
 */
function preloadableRoute<M extends { default: ComponentType }>(load: () => Promise<M>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(preload);
  function Route() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Route, { preload });
}

/** Loads the code of the screen the server rendered (the join link, the prerendered public screens) before the app's first render replaces it. */
export async function preloadServerRenderedRoute(pathname: string): Promise<void> {
  if (/^\/join\/[^/]+\/?$/.test(pathname)) await (await JoinEvent.preload()).preloadServerRenderedParts();
  // Prerendered at build and sent to signed-out visitors (scripts/prerender.mjs).
  else if (pathname === '/') await Welcome.preload();
  else if (pathname === '/login') await SignIn.preload();
  else if (pathname === '/terms-of-service') await TermsOfService.preload();
  else if (pathname === '/privacy-policy') await PrivacyPolicy.preload();
}

// The route table. Public routes come first and render whatever the sign-in state. Declarative routes (not a data
// router): the app loads its data with TanStack Query, and the data router's code would cost every first visit about
// 17 KB gzipped.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/terms-of-service" element={<TermsOfService />} />
        <Route path="/privacy-policy" element={<PrivacyPolicy />} />
        <Route path="/join/:eventId" element={<JoinEvent />} />
        <Route element={<EventPagesOnly />}>
          <Route path="/events/:id/dishes" element={<DishSignup />} />
        </Route>
        <Route element={<AuthGate />}>
          <Route index element={<ByAuth signedIn={<Home />} signedOut={<Welcome />} />} />
          <Route path="/guest-link" element={<GuestLink />} />
          <Route element={<SignedInOnly sessionLost="session-expired" />}>
            <Route path="/dashboard" element={<MyRsvps />} />
          </Route>
          <Route element={<SignedInOnly sessionLost="unauthorized" />}>
            <Route path="/join" element={<EventCode />} />
            <Route path="/create-event" element={<CreateEvent />} />
            <Route path="/admin" element={<Admin />} />
          </Route>
          <Route element={<EventPagesOnly />}>
            <Route path="/events/:id" element={<EventDetail />} />
            <Route path="/events/:id/edit" element={<EditEvent />} />
            <Route path="/events/:id/invite" element={<InviteGuests />} />
            <Route path="/events/:id/manage" element={<ManageEvent />} />
            <Route path="/events/:id/talk" element={<EventConversation />} />
            <Route path="/events/:id/costs" element={<EventCosts />} />
            <Route path="/events/:id/door" element={<EventDoor />} />
          </Route>
          <Route element={<SignedOutOnly />}>
            <Route path="/login" element={<SignIn />} />
            <Route path="/signup" element={<RedirectToLogin />} />
            <Route path="/forgot-password" element={<RedirectToLogin />} />
            <Route path="/reset-password" element={<RedirectToLogin />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
