import { startFirestoreEmulator } from './emulator';

export default async function setup() {
  return startFirestoreEmulator();
}
