import { runProbes } from './support';
import { shareImageFontProbes } from './shareImageFonts';

runProbes(shareImageFontProbes);
