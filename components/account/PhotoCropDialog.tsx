'use client';

import { useState, type DragEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import ReactCrop from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { MIN_CROP_SIZE } from '@/lib/crop/geometry';
import { cropToDataUrl, ImageInputError, MAX_INPUT_BYTES, type CropOutput, type ImageInput } from '@/lib/crop/image';
import ModalDialog from './ModalDialog';
import { useCropImage } from './useCropImage';
import { plainTexts } from '@/lib/i18n/plain';

/**
 * The profile-picture cropper, in a modal dialog. It opens with `picture`: the file the visitor
 * picked on the account screen, or the stored picture (a data URL) to adjust; another can be picked
 * or dropped in it. A square crop box that starts at 80 % of the picture, centred; quarter turns left
 * and right; the result as a data URL (JPEG 256 x 256 unless `output` says otherwise). A file that
 * is not a usable picture is refused with a message and changes nothing.
 * Its texts are the `Account.crop` messages of the surrounding NextIntlClientProvider.
 */
export default function PhotoCropDialog({
  picture,
  output,
  onSave,
  onClose,
}: {
  picture: ImageInput;
  output?: CropOutput;
  onSave: (dataUrl: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('Account.crop');
  const format = useFormatter();
  const { loading, failure, rotation, working, crop, setCrop, setFailure, load, turn } = useCropImage(picture);
  const [dragging, setDragging] = useState(false);

  // Worded at each render: the cropper's texts may arrive after the failure (docs/design.md#texts-on-demand).
  function errorText(cause: unknown): string {
    const key = cause instanceof ImageInputError ? cause.key : 'corrupt';
    return key === 'tooLarge' ? t(key, { max: format.number(Math.round(MAX_INPUT_BYTES / (1024 * 1024))) }) : t(key);
  }
  const error = failure && errorText(failure.cause);

  function save() {
    if (!working || !crop) return;
    try {
      onSave(cropToDataUrl(working.canvas, crop, output));
    } catch (cause) {
      setFailure({ cause });
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void load(file);
  }

  const labels = {
    cropArea: t('cropArea'),
    nwDragHandle: t('resizeHandle'),
    nDragHandle: t('resizeHandle'),
    neDragHandle: t('resizeHandle'),
    eDragHandle: t('resizeHandle'),
    seDragHandle: t('resizeHandle'),
    sDragHandle: t('resizeHandle'),
    swDragHandle: t('resizeHandle'),
    wDragHandle: t('resizeHandle'),
  };

  return (
    <ModalDialog className="crop-dialog" labelledBy="crop-title" describedBy="crop-instructions" onClose={onClose}>
      <h2 id="crop-title">{t('title')}</h2>
      <p id="crop-instructions">{t('instructions')}</p>
      <div
        className={`crop-drop${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="crop-drop"
      >
        {working && crop ? (
          <ReactCrop
            crop={crop}
            onChange={(_, percent) => setCrop(percent)}
            aspect={1}
            minWidth={MIN_CROP_SIZE}
            minHeight={MIN_CROP_SIZE}
            keepSelection
            ruleOfThirds
            ariaLabels={plainTexts(labels)}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: URL, nothing to optimise */}
            <img src={working.url} alt="" className="crop-image" data-rotation={rotation} />
          </ReactCrop>
        ) : null}
        <p className="crop-pick">
          {t.rich('dropHere', {
            browse: (chunks) => (
              <label className="link-button">
                {chunks}
                <input
                  type="file"
                  accept="image/*"
                  className="visually-hidden"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void load(file);
                  }}
                />
              </label>
            ),
          })}
        </p>
        {loading ? (
          <p role="status" className="crop-loading">
            {t('loading')}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button button-quiet" onClick={() => turn(-1)} disabled={!working || loading}>
          {t('rotateLeft')}
        </button>
        <button type="button" className="button button-quiet" onClick={() => turn(1)} disabled={!working || loading}>
          {t('rotateRight')}
        </button>
        <span className="spacer" />
        <button type="button" className="button button-quiet" onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="button" className="button" onClick={save} disabled={!working || loading}>
          {t('save')}
        </button>
      </div>
    </ModalDialog>
  );
}
