// Imported first by every entry point (npm start, worker, dev, create-admin): stops an unsupported Node with one line.
import { exitUnlessSupportedNode } from './supported-node.mjs';

exitUnlessSupportedNode();
