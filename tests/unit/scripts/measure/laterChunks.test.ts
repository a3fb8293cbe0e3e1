import { describe, expect, it } from 'vitest';
import { loaderLists, splitChunks } from '@/scripts/measure/laterChunks';

/** A chunk loader as Turbopack writes it in a built file. */
const loader = (...files: string[]) =>
  `e.v(t=>Promise.all([${files.map((f) => `"static/chunks/${f}"`).join(',')}].map(t=>e.l(t))).then(()=>t(1)))`;

// A page whose first load mounts a section (lazy), which loads the cropper on a click, and requests
// Firestore as it starts, with the profile's code in the same loader's list (as /account's build has
// it); Firestore's own code loads its persistence, which nothing else loads.
const files: Record<string, string> = {
  '/_next/static/chunks/page.js': `${loader('section.js')};${loader('profile.js', 'firestore.js', 'style.css')}`,
  '/_next/static/chunks/section.js': `section;${loader('crop.js')};${loader('shared.js')}`,
  '/_next/static/chunks/firestore.js': `"firestore.googleapis.com";${loader('shared.js')};${loader('persistence.js')}`,
  '/_next/static/chunks/persistence.js': 'persistence',
  '/_next/static/chunks/profile.js': 'profile',
  '/_next/static/chunks/crop.js': 'ReactCrop__selection',
  '/_next/static/chunks/shared.js': 'shared',
};
const read = (file: string) => files[file];

describe('the chunks an account screen loads on demand', () => {
  it('reads the files each of Turbopack’s loaders fetches together, its scripts only', () => {
    expect(loaderLists(files['/_next/static/chunks/page.js'])).toEqual([
      ['/_next/static/chunks/section.js'],
      ['/_next/static/chunks/profile.js', '/_next/static/chunks/firestore.js'],
    ]);
  });

  it('counts an import fired at mount, and leaves out only Firestore’s and the cropper’s code and what it alone loads', () => {
    const { counted, later } = splitChunks(['/_next/static/chunks/page.js'], read);
    // Deferring the section to a chunk of its own does not take it out of the count, nor what it
    // shares; the profile's code, fetched as the screen starts beside Firestore's, counts too.
    expect(counted.sort()).toEqual([
      '/_next/static/chunks/profile.js',
      '/_next/static/chunks/section.js',
      '/_next/static/chunks/shared.js',
    ]);
    expect(later).toEqual([
      { file: '/_next/static/chunks/firestore.js', code: 'Firestore' },
      { file: '/_next/static/chunks/crop.js', code: 'cropper' },
      { file: '/_next/static/chunks/persistence.js', code: null },
    ]);
  });

  it('counts a file of the first load once, wherever a loader lists it again', () => {
    const { counted, later } = splitChunks(['/_next/static/chunks/page.js', '/_next/static/chunks/profile.js'], read);
    expect(counted).not.toContain('/_next/static/chunks/profile.js');
    expect(later.map((chunk) => chunk.file)).not.toContain('/_next/static/chunks/profile.js');
  });
});
