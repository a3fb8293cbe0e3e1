import { describe, expect, it } from 'vitest';
import { loaderLists, splitChunks } from '@/scripts/measure/laterChunks';

/** A chunk loader as Turbopack writes it in a built file. */
const loader = (...files: string[]) =>
  `e.v(t=>Promise.all([${files.map((f) => `"static/chunks/${f}"`).join(',')}].map(t=>e.l(t))).then(()=>t(1)))`;

// A page whose first load mounts a section (lazy), which loads the cropper on a click, and requests
// Firestore as it starts, beside the profile's code that only Firestore's loader lists.
const files: Record<string, string> = {
  '/_next/static/chunks/page.js': `${loader('section.js')};${loader('firestore.js', 'profile.js', 'style.css')}`,
  '/_next/static/chunks/section.js': `section;${loader('crop.js')};${loader('shared.js')}`,
  '/_next/static/chunks/firestore.js': `"firestore.googleapis.com";${loader('shared.js')}`,
  '/_next/static/chunks/profile.js': 'profile',
  '/_next/static/chunks/crop.js': 'ReactCrop__selection',
  '/_next/static/chunks/shared.js': 'shared',
};
const read = (file: string) => files[file];

describe('the chunks an account screen loads on demand', () => {
  it('reads the files each of Turbopack’s loaders fetches together, its scripts only', () => {
    expect(loaderLists(files['/_next/static/chunks/page.js'])).toEqual([
      ['/_next/static/chunks/section.js'],
      ['/_next/static/chunks/firestore.js', '/_next/static/chunks/profile.js'],
    ]);
  });

  it('counts an import fired at mount, and leaves out only what Firestore’s and the cropper’s loads reach', () => {
    const { counted, later } = splitChunks(['/_next/static/chunks/page.js'], read);
    // Deferring the section to a chunk of its own does not take it out of the count, nor what it shares.
    expect(counted.sort()).toEqual(['/_next/static/chunks/section.js', '/_next/static/chunks/shared.js']);
    expect(later).toEqual([
      { file: '/_next/static/chunks/firestore.js', code: 'Firestore' },
      { file: '/_next/static/chunks/profile.js', code: null },
      { file: '/_next/static/chunks/crop.js', code: 'cropper' },
    ]);
  });
});
