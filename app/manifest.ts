import type { MetadataRoute } from 'next';

// @see https://nextjs.org/docs/app/api-reference/file-conventions/metadata/manifest
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'SlimStart',
    short_name: 'SlimStart',
    start_url: '/',
    display: 'standalone',
    background_color: '#fbfaf7',
    theme_color: '#1f6f54',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
