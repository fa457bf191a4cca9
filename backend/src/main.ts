import 'reflect-metadata';
import { createApp } from './app.factory';
import { createLogger } from './platform/common/logger';
import { installProcessPolicy } from './platform/common/process-policy';
import { ConfigError, loadConfig } from './platform/config/config.schema';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  installProcessPolicy(createLogger(config.logLevel));
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  process.stdout.write(`Potluck is listening on ${config.publicUrl}\n`);
}

void bootstrap();
