import { brandIcon } from '@/lib/og/brandIcon';

// Browsers ask for /favicon.ico whatever the page says; a PNG answers it (every current browser
// reads a PNG served there).
export const dynamic = 'force-static';

export function GET() {
  return brandIcon(48);
}
