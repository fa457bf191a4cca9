// Writes the API's OpenAPI document, as GET /api/docs serves it, without a database or a listening server: Nest
// resolves the app's modules in preview mode (nothing is instantiated) and the document is built from the
// controllers' declarations. Needs the built backend (npm run build). Usage: node openapi-document.mjs [out.json]
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);
const { NestFactory, ModulesContainer } = require('@nestjs/core');
const { AppModule } = require('../dist/app.module.js');
const { loadConfig } = require('../dist/platform/config/config.schema.js');
const { buildOpenApiDocument, controllersOf } = require('../dist/platform/docs/openapi.js');

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: 'postgres://preview@127.0.0.1:1/preview',
  // A deployment serves its own PUBLIC_URL as the server; the linted copy names a neutral one (the .example TLD).
  PUBLIC_URL: 'https://potluck.example',
});
const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { preview: true, logger: false });
const document = buildOpenApiDocument(controllersOf(app.get(ModulesContainer)), config.publicUrl);
await app.close();
const json = `${JSON.stringify(document, null, 2)}\n`;
if (process.argv[2]) {
  mkdirSync(dirname(process.argv[2]), { recursive: true });
  writeFileSync(process.argv[2], json);
} else process.stdout.write(json);
