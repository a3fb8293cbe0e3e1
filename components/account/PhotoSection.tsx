'use client';

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PHOTO_MAX_CHARS } from '@/lib/account/profileForm';
import type { ImageInput } from '@/lib/crop/image';
import { plainText } from '@/lib/i18n/plain';

// The cropper (react-image-crop and its styles) loads when the visitor asks for the file picker.
const loadCropper = () => import('./PhotoCropDialog');
const PhotoCropDialog = lazy(loadCropper);

/**
 * The profile picture on the account screen: the picture, or a note that there is none; "Choose a
 * picture" opens the file picker at once, and the cropper follows with the picture picked; "Adjust
 * the picture" opens the cropper with the stored one (a data URL) to crop or turn it again; removing
 * it. `feedback` is what the screen says of the last change made here.
 */
export default function PhotoSection({
  photo,
  onSave,
  feedback,
}: {
  photo: string | null;
  onSave: (photo: string | null) => void;
  feedback: ReactNode;
}) {
  const t = useTranslations('Account.account');
  const cropTexts = useTranslations('Account.crop');
  const filePicker = useRef<HTMLInputElement>(null);
  // What the cropper opens with: the file the visitor picked, or the stored picture.
  const [picked, setPicked] = useState<ImageInput | null>(null);

  return (
    <section className="account-card" aria-labelledby="photo-title">
      <h2 id="photo-title">{t('photoHeading')}</h2>
      <div className="photo-row">
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL from the profile
          <img src={photo} alt={plainText(t('photoAlt'))} width={128} height={128} className="profile-photo" />
        ) : (
          <p className="note">{t('noPhoto')}</p>
        )}
        <p className="actions">
          <button
            type="button"
            className="button button-quiet"
            onClick={() => {
              void loadCropper();
              filePicker.current?.click();
            }}
          >
            {t('choosePhoto')}
          </button>
          <input
            ref={filePicker}
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) setPicked(file);
            }}
          />
          {photo && (
            <>
              <button type="button" className="button button-quiet" onClick={() => setPicked(photo)}>
                {t('adjustPhoto')}
              </button>
              <button type="button" className="link-button" onClick={() => onSave(null)}>
                {t('removePhoto')}
              </button>
            </>
          )}
        </p>
      </div>
      {feedback}
      {picked && (
        <Suspense
          fallback={
            <p role="status" className="note">
              {cropTexts('loading')}
            </p>
          }
        >
          <PhotoCropDialog
            picture={picked}
            output={{ maxChars: PHOTO_MAX_CHARS }}
            onClose={() => setPicked(null)}
            onSave={(dataUrl) => {
              setPicked(null);
              onSave(dataUrl);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
