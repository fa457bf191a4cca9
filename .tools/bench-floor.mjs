// The floor of `npm run bench`: a Nest hello-world on the same Nest, Express adapter and node_modules as the app.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const load = createRequire(join(resolve(dirname(fileURLToPath(import.meta.url)), '..', 'backend'), 'package.json'));
load('reflect-metadata');
const { NestFactory } = load('@nestjs/core');
const { Controller, Get, Module } = load('@nestjs/common');

class HelloController {
  hello() {
    return 'Hello World!';
  }
}
Controller()(HelloController);
Get()(HelloController.prototype, 'hello', Object.getOwnPropertyDescriptor(HelloController.prototype, 'hello'));
class HelloModule {}
Module({ controllers: [HelloController] })(HelloModule);

const app = await NestFactory.create(HelloModule, { logger: false });
await app.listen(Number(process.env.PORT), '127.0.0.1');
