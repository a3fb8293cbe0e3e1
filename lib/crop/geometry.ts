/**
 * The cropper's geometry (docs/design.md#4-reference-behaviours, after the original's vue-cropper): images over
 * 2000 px on a side are scaled down first; the crop box is square, starts at 80 % of the image's
 * shorter side, centred, and is never under 10 px; rotation goes by quarter turns and wraps.
 */
const MAX_IMAGE_SIZE = 2000;
export const MIN_CROP_SIZE = 10;
const CROP_BOX_PERCENT = 80;

interface Size {
  width: number;
  height: number;
}

/** A crop in percent of the image (react-image-crop's `%` unit). */
export interface PercentCrop {
  unit: '%';
  x: number;
  y: number;
  width: number;
  height: number;
}

interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Rotation = 0 | 90 | 180 | 270;

/** The size an image is drawn at: proportionally scaled so that neither side exceeds `max`. */
export function fitWithin({ width, height }: Size, max = MAX_IMAGE_SIZE): Size {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The size after a rotation: a quarter turn swaps the sides. */
export function rotatedSize(size: Size, rotation: Rotation): Size {
  return rotation % 180 === 0 ? size : { width: size.height, height: size.width };
}

/** A quarter turn left (-1) or right (+1), wrapping round: 270 + 90 is 0. */
export function rotate(rotation: Rotation, direction: -1 | 1): Rotation {
  return ((((rotation + direction * 90) % 360) + 360) % 360) as Rotation;
}

/** The starting crop: a centred square, `percent` of the shorter side, at least `minSize` px. */
export function initialCrop({ width, height }: Size, percent = CROP_BOX_PERCENT, minSize = MIN_CROP_SIZE): PercentCrop {
  const shorter = Math.min(width, height);
  const side = Math.min(shorter, Math.max(minSize, (shorter * percent) / 100));
  const w = (side / width) * 100;
  const h = (side / height) * 100;
  return { unit: '%', x: (100 - w) / 2, y: (100 - h) / 2, width: w, height: h };
}

/**
 * The crop in the image's pixels, kept inside the image, square, and at least `minSize` px
 * (or the whole shorter side, for an image smaller than that).
 */
export function cropPixels(crop: PercentCrop, { width, height }: Size, minSize = MIN_CROP_SIZE): PixelRect {
  const shorter = Math.min(width, height);
  const side = Math.min(
    shorter,
    Math.max(minSize, Math.round(Math.min((crop.width / 100) * width, (crop.height / 100) * height))),
  );
  const clamp = (value: number, limit: number) => Math.min(Math.max(0, Math.round(value)), limit - side);
  return {
    x: clamp((crop.x / 100) * width, width),
    y: clamp((crop.y / 100) * height, height),
    width: side,
    height: side,
  };
}
