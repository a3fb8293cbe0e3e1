import { getTranslations } from 'next-intl/server';
import { ImageResponse } from 'next/og';
import { defaultLocale, localeInfo, type Locale } from '@/lib/i18n/locales';
import { checkShareImageFont, shareImageScript, readShareImageFont } from '@/lib/og/fonts';
import { ogImage } from '@/lib/og/image';
import { plainText } from '@/lib/i18n/plain';

/**
 * The share image that social sites show for a locale's pages (lib/pages/seo.ts), drawn at build time
 * in the locale's own words and font (docs/design.md#share-images); a right-to-left locale's in
 * Latin letters, its brand name alone (lib/og/fonts.ts says why). A character the font lacks stops
 * the build: the image would show an empty box in its place.
 * @see https://nextjs.org/docs/app/api-reference/functions/image-response
 */
export async function shareImage(locale: Locale): Promise<ImageResponse> {
  const { texts } = shareImageScript(localeInfo(locale));
  const t = await getTranslations({ locale: texts.from === locale ? locale : defaultLocale, namespace: 'Site' });
  const [name, tagline = ''] = texts.keys.map((key) => plainText(t(key)));
  const data = await readShareImageFont(locale);
  checkShareImageFont(locale, name + tagline, data);
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
        fontFamily: 'Preview',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <div
          style={{ width: 96, height: 96, borderRadius: 48, background: 'linear-gradient(135deg, #1f6f54, #8fd0b3)' }}
        />
        <div style={{ fontSize: 88 }}>{name}</div>
      </div>
      {tagline && (
        <div style={{ marginTop: 40, fontSize: 48, color: '#4d5a54', lineHeight: 1.3, textWrap: 'balance' }}>
          {tagline}
        </div>
      )}
    </div>,
    {
      width: ogImage.width,
      height: ogImage.height,
      fonts: [{ name: 'Preview', data, weight: 700, style: 'normal' }],
    },
  );
}
