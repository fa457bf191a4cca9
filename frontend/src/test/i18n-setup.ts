// Every unit test renders in English, the catalogue's messages loaded as the app loads them at start.
import { applyLocale } from '@/lib/i18n';

await applyLocale('en');
