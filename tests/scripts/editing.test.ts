import { runProbes } from './support';
import { editingProbes } from './editing';

runProbes(editingProbes);
