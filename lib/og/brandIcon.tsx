import { ImageResponse } from 'next/og';

/** The app icon as a PNG of the given size, drawn at build time (same mark as app/icon.svg). */
export function brandIcon(size: number): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #1f6f54, #8fd0b3)',
        color: '#ffffff',
        fontSize: size * 0.55,
        fontWeight: 700,
      }}
    >
      S
    </div>,
    { width: size, height: size },
  );
}
