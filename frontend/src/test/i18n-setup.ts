// Every unit test renders in English, the catalogue's messages loaded as the app loads them at start, and every group
// a lazy screen loads before it renders (a test renders components without their screen's loader).
import { applyLocale, loadMessages } from '@/lib/i18n';
import { MESSAGE_GROUPS } from '@/lib/message-groups';

await applyLocale('en');
await loadMessages(MESSAGE_GROUPS);

// A toast's code loads after the page has loaded in the app; in a test it is there before anything renders.
await (await import('@/components/toaster')).preloadToasts();
