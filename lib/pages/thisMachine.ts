import { firebaseSettings } from '../firebase/config';
import { siteUrl } from '../site';

/** Whether an address is this machine's (localhost, 127.x, [::1]). */
const isLoopback = (url: URL) => /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname);

/**
 * Whether this build is one for this machine rather than a live site: its address is loopback, or
 * its accounts are the local emulators'. Its pages then say what the operator has yet to set where a
 * live build would only leave it out (the FAQ's contact form).
 */
export const builtForThisMachine = isLoopback(siteUrl) || firebaseSettings.emulators !== null;
