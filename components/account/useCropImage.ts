'use client';

import { useEffect, useRef, useState } from 'react';
import { initialCrop, rotate, type PercentCrop, type Rotation } from '@/lib/crop/geometry';
import { decodeImage, ImageInputError, MAX_INPUT_BYTES, workingCanvas, type ImageInput } from '@/lib/crop/image';

interface Working {
  canvas: HTMLCanvasElement;
  url: string;
}

/**
 * The picture in the cropper: decoded from a file, a Blob or an image URL (`load`), drawn at a
 * quarter turn (`turn`), with a square crop box that starts at 80 % of it, centred. A picture that
 * cannot be used is refused (`failure`, kept as its cause) and what was on screen stays.
 */
export function useCropImage(picture: ImageInput) {
  const image = useRef<HTMLImageElement | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<{ cause: unknown } | null>(null);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [working, setWorking] = useState<Working | null>(null);
  const [crop, setCrop] = useState<PercentCrop>();

  useEffect(() => () => (working ? URL.revokeObjectURL(working.url) : undefined), [working]);

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
    setFailure(null);
    setLoading(true);
    try {
      await show(await decodeImage(source, MAX_INPUT_BYTES), 0);
    } catch (cause) {
      setFailure({ cause });
    } finally {
      setLoading(false);
    }
  }

  // The picture it opens with; a new one, picked on the screen, replaces it.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- it shows the decoding under way, then the picture
    void load(picture);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load only when the picture changes
  }, [picture]);

  return {
    loading,
    failure,
    rotation,
    working,
    crop,
    setCrop,
    setFailure,
    load,
    turn: (direction: -1 | 1) => image.current && void show(image.current, rotate(rotation, direction)),
  };
}
