/**
 * The page's texts, as the editor's server puts them in its page (editor/server/server.ts), in
 * English: imported first by a test of the interface, whose translator reads them when it loads.
 */
import texts from '@/editor/messages/en.json' with { type: 'json' };

const data = document.createElement('script');
data.type = 'application/json';
data.id = 'editor-texts';
data.textContent = JSON.stringify({ locale: 'en', texts });
document.head.append(data);

export { texts };
