import { describe, expect, it } from 'vitest';
import { cropPixels, fitWithin, initialCrop, rotate, rotatedSize } from '@/lib/crop/geometry';

describe('fitWithin', () => {
  it('scales an image over 2000 px on a side down proportionally', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin({ width: 1200, height: 6000 })).toEqual({ width: 400, height: 2000 });
  });

  it('leaves smaller images as they are', () => {
    expect(fitWithin({ width: 2000, height: 1999 })).toEqual({ width: 2000, height: 1999 });
    expect(fitWithin({ width: 8, height: 5 })).toEqual({ width: 8, height: 5 });
  });
});

describe('rotation', () => {
  it('turns by quarters and wraps both ways', () => {
    expect(rotate(0, 1)).toBe(90);
    expect(rotate(270, 1)).toBe(0);
    expect(rotate(0, -1)).toBe(270);
    expect(rotate(90, -1)).toBe(0);
  });

  it('swaps the sides on a quarter turn only', () => {
    expect(rotatedSize({ width: 300, height: 200 }, 90)).toEqual({ width: 200, height: 300 });
    expect(rotatedSize({ width: 300, height: 200 }, 180)).toEqual({ width: 300, height: 200 });
  });
});

describe('initialCrop', () => {
  it('is a centred square of 80 % of the shorter side', () => {
    const crop = initialCrop({ width: 1000, height: 500 });
    // 400 px square: 40 % of the width, 80 % of the height.
    expect(crop).toEqual({ unit: '%', x: 30, y: 10, width: 40, height: 80 });
    expect(cropPixels(crop, { width: 1000, height: 500 })).toEqual({ x: 300, y: 50, width: 400, height: 400 });
  });

  it('is never under 10 px', () => {
    const crop = initialCrop({ width: 11, height: 11 });
    expect(cropPixels(crop, { width: 11, height: 11 }).width).toBe(10);
  });
});

describe('cropPixels', () => {
  it('keeps the crop square, inside the image and at least 10 px', () => {
    const size = { width: 200, height: 100 };
    expect(cropPixels({ unit: '%', x: 95, y: 95, width: 1, height: 1 }, size)).toEqual({
      x: 190,
      y: 90,
      width: 10,
      height: 10,
    });
    expect(cropPixels({ unit: '%', x: 0, y: 0, width: 60, height: 100 }, size)).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 100,
    });
  });
});
