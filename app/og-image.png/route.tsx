import { ImageResponse } from 'next/og';
import { ogImage } from '@/lib/seo';

// The preview image that social sites show for every page (lib/seo.ts), drawn at build time.
// @see https://nextjs.org/docs/app/api-reference/functions/image-response
export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 96,
        background: 'linear-gradient(135deg, #fbfaf7 0%, #dff3e9 100%)',
        color: '#1d2421',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <div
          style={{ width: 96, height: 96, borderRadius: 48, background: 'linear-gradient(135deg, #1f6f54, #8fd0b3)' }}
        />
        <div style={{ fontSize: 88, fontWeight: 700 }}>SlimStart</div>
      </div>
      <div style={{ marginTop: 40, fontSize: 48, color: '#4d5a54' }}>A calm, steady start to losing weight</div>
    </div>,
    { width: ogImage.width, height: ogImage.height },
  );
}
