'use client';

import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import ReactCrop from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { initialCrop, MIN_CROP_SIZE, rotate, type PercentCrop, type Rotation } from '@/lib/crop/geometry';
import {
  cropToDataUrl,
  decodeImage,
  ImageInputError,
  MAX_INPUT_BYTES,
  workingCanvas,
  type CropOutput,
  type ImageInput,
} from '@/lib/crop/image';
import ModalDialog from './ModalDialog';

interface Working {
  canvas: HTMLCanvasElement;
  url: string;
}

/**
 * The profile-picture cropper, in a modal dialog. It opens with the picture the visitor picked on the
 * account screen (`picture`); another can be picked or dropped in it. A square crop box that starts at 80 % of the picture, centred;
 * quarter turns left and right; the result as a data URL (JPEG 256 x 256 unless `output` says
 * otherwise). A file that is not a usable picture is refused with a message and changes nothing.
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
  const image = useRef<HTMLImageElement | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [working, setWorking] = useState<Working | null>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [dragging, setDragging] = useState(false);

  useEffect(() => () => (working ? URL.revokeObjectURL(working.url) : undefined), [working]);
  // The picture it opens with; a new one, picked on the screen, replaces it.
  useEffect(() => {
    void load(picture);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load only when the picture changes
  }, [picture]);

  function errorText(cause: unknown): string {
    const key = cause instanceof ImageInputError ? cause.key : 'corrupt';
    return key === 'tooLarge' ? t(key, { max: format.number(Math.round(MAX_INPUT_BYTES / (1024 * 1024))) }) : t(key);
  }

  /** Draws the picture at a rotation and starts a fresh crop box on it. */
  async function show(decoded: HTMLImageElement, turn: Rotation) {
    const canvas = workingCanvas(decoded, turn);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
    if (!blob) throw new ImageInputError('corrupt');
    image.current = decoded;
    setRotation(turn);
    setWorking({ canvas, url: URL.createObjectURL(blob) });
    setCrop(initialCrop(canvas));
  }

  async function load(source: ImageInput) {
    setError(null);
    setLoading(true);
    try {
      await show(await decodeImage(source, MAX_INPUT_BYTES), 0);
    } catch (cause) {
      // What was on screen before stays as it was.
      setError(errorText(cause));
    } finally {
      setLoading(false);
    }
  }

  function turn(direction: -1 | 1) {
    if (image.current) void show(image.current, rotate(rotation, direction));
  }

  function save() {
    if (!working || !crop) return;
    try {
      onSave(cropToDataUrl(working.canvas, crop, output));
    } catch (cause) {
      setError(errorText(cause));
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
            ariaLabels={labels}
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
      <div className="crop-actions">
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
