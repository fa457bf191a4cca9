// The message catalogues are read at run time (src/i18n/catalogue.ts): the build copies them beside the compiled code.
import { cpSync } from 'node:fs';

cpSync(new URL('../src/i18n/locales/', import.meta.url), new URL('../dist/i18n/locales/', import.meta.url), {
  recursive: true,
});
