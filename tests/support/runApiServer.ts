// The API stand-in as a process of its own, for the end-to-end tests (tests/support/webServers.ts).
import { startApiServer } from './apiServer';

const { url } = await startApiServer(Number(process.env.PORT ?? 3300));
console.log(`Test API at ${url}`);
