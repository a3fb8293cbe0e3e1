import { runProbes } from './support';
import { developingProbes } from './developing';

runProbes(developingProbes);
