export default async function globalTeardown() {
  await globalThis.__POTLUCK_DB__?.stop();
}
