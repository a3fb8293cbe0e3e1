import { runProbes } from './support';
import { previewFontProbes } from './previewFonts';

runProbes(previewFontProbes);
