/** The port a script serves on: PORT, or its default; anything else stops it with a message. */
export function readPort(fallback: number): number {
  const port = Number(process.env.PORT ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`PORT must be a port number from 1 to 65535, got "${process.env.PORT}"`);
    process.exit(1);
  }
  return port;
}
