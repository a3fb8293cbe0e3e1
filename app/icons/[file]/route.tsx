import { brandIcon } from '@/lib/og/brandIcon';

// App icons for home screens and the web app manifest (app/manifest.ts).
// @see https://nextjs.org/docs/app/api-reference/functions/image-response
export const dynamic = 'force-static';
export const dynamicParams = false;

const sizes = [180, 192, 512];

export function generateStaticParams() {
  return sizes.map((size) => ({ file: `icon-${size}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return brandIcon(Number(/^icon-(\d+)\.png$/.exec((await params).file)?.[1]));
}
