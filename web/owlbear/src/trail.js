// The trail of a drag is the shim's (web/shim/trail.js), shared with the example VTT.
export { Trail } from '../../shim/trail.js';
