import { cropPixels, fitWithin, rotatedSize, type PercentCrop, type Rotation } from './geometry';

/** What the cropper accepts (docs/spec.md#3-entities-and-their-fields): a file, a Blob, or an image URL. */
export type ImageInput = File | Blob | string;

/** 10 MB: larger files are refused before decoding. */
export const MAX_INPUT_BYTES = 10 * 1024 * 1024;

type ImageErrorKey = 'notImage' | 'corrupt' | 'tooLarge' | 'encodeFailed';

export class ImageInputError extends Error {
  constructor(readonly key: ImageErrorKey) {
    super(`Image refused: ${key}`);
  }
}

/** Decodes an input into an image element; refuses what is not an image, is damaged or too large. */
export async function decodeImage(input: ImageInput, maxBytes = MAX_INPUT_BYTES): Promise<HTMLImageElement> {
  let url: string;
  let revoke = false;
  if (typeof input === 'string') {
    const dataType = /^data:([^;,]*)/i.exec(input)?.[1];
    if (dataType !== undefined && !dataType.toLowerCase().startsWith('image/')) throw new ImageInputError('notImage');
    url = input;
  } else {
    if (input.size > maxBytes) throw new ImageInputError('tooLarge');
    if (input.type && !input.type.startsWith('image/')) throw new ImageInputError('notImage');
    url = URL.createObjectURL(input);
    revoke = true;
  }
  const image = new Image();
  if (typeof input === 'string' && !input.startsWith('data:') && !input.startsWith('blob:'))
    image.crossOrigin = 'anonymous';
  image.src = url;
  try {
    await image.decode();
    if (!image.naturalWidth || !image.naturalHeight) throw new Error('empty image');
    return image;
  } catch {
    // A typed image that will not decode is damaged; an untyped file is simply not an image.
    throw new ImageInputError(typeof input !== 'string' && !input.type ? 'notImage' : 'corrupt');
  } finally {
    if (revoke) setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The image as the visitor crops it: scaled to at most `maxSize` px a side, then rotated. */
export function workingCanvas(image: HTMLImageElement, rotation: Rotation, maxSize?: number): HTMLCanvasElement {
  const drawn = fitWithin({ width: image.naturalWidth, height: image.naturalHeight }, maxSize);
  const size = rotatedSize(drawn, rotation);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d')!;
  context.translate(size.width / 2, size.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -drawn.width / 2, -drawn.height / 2, drawn.width, drawn.height);
  return canvas;
}

export interface CropOutput {
  /** MIME type of the result; JPEG by default. */
  type?: string;
  width?: number;
  height?: number;
  /** Encoder quality from 1 (the original's default) down; lowered when the result is too long. */
  quality?: number;
  /** Painted under transparent areas (JPEG has no alpha). */
  fill?: string;
  /** The longest data URL accepted (the profile's limit in firestore.rules). */
  maxChars?: number;
  minCrop?: number;
}

/** The cropped picture as a data URL of the output size and type. */
export function cropToDataUrl(source: HTMLCanvasElement, crop: PercentCrop, output: CropOutput = {}): string {
  const { type = 'image/jpeg', width = 256, height = 256, quality = 1, fill = '#ffffff', maxChars = Infinity } = output;
  const area = cropPixels(crop, source, output.minCrop);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = fill;
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, area.x, area.y, area.width, area.height, 0, 0, width, height);
  for (const q of [quality, 0.92, 0.85, 0.75, 0.6].filter((q) => q <= quality)) {
    const url = canvas.toDataURL(type, q);
    if (url.length <= maxChars) return url;
  }
  throw new ImageInputError('encodeFailed');
}
