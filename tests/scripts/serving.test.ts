import { runProbes } from './support';
import { servingProbes } from './serving';

runProbes(servingProbes);
