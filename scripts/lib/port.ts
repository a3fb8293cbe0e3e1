/** The port a script serves on: PORT (or `variable`), or its default; anything else stops it with a message. */
export function readPort(fallback: number, variable = 'PORT'): number {
  const port = Number(process.env[variable] ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${variable} must be a port number from 1 to 65535, got "${process.env[variable]}"`);
    process.exit(1);
  }
  return port;
}
