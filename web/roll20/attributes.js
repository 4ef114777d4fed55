// The Roll20 attribute names the two Roll20 surfaces read (names of Roll20/roll20-api-scripts
// `.types/index.d.ts`; Page Settings, help centre 360039675373), in one place: the browser extension's
// page script copies them from Roll20's models (web/extension/page.js), the Mod reads them from the
// sandbox's objects (web/roll20-mod/objects.js), and web/roll20 maps them to the shim.

/** A page's grid: a change of any of these is a new map (the scene is loaded again). */
export const ROLL20_GRID_ATTRIBUTES = Object.freeze([
  'width',
  'height',
  'snapping_increment',
  'scale_number',
  'scale_units',
  'grid_type',
  'diagonaltype',
]);

/** A page as both surfaces read it: its name and its grid. */
export const ROLL20_PAGE_ATTRIBUTES = Object.freeze(['name', ...ROLL20_GRID_ATTRIBUTES]);

/** What moves a token: a change of any of these is a move (lastmove: "x0,y0,x1,y1,…", its start and waypoints). */
export const ROLL20_MOVE_ATTRIBUTES = Object.freeze(['left', 'top', 'lastmove']);

/**
 * A token as web/roll20 reads it: where and how big (pixel centre and size), which layer, its name,
 * who controls it, the character it represents, its bars (speeds) and status markers (conditions).
 */
export const ROLL20_TOKEN_ATTRIBUTES = Object.freeze([
  'name',
  'left',
  'top',
  'width',
  'height',
  'layer',
  'lastmove',
  'controlledby',
  'represents',
  'isdrawing',
  'bar1_value',
  'bar1_max',
  'bar2_value',
  'bar2_max',
  'bar3_value',
  'bar3_max',
  'statusmarkers',
]);

/**
 * What the Mod follows of every graphic of a page when it checks which ones other scripts changed
 * (web/roll20-mod/app.js follow; page-scene.js placeKey): its place, size and layer, and what makes it
 * a creature of one side with its conditions and speeds (TokenMod's `--set statusmarkers|unconscious`,
 * `controlledby`, a bar holding the speed). Every other attribute of a graphic, and the represented
 * character's, is read when the graphic is read again for one of these or dropped.
 */
export const FOLLOWED = Object.freeze([
  'left',
  'top',
  'width',
  'height',
  'layer',
  'name',
  'statusmarkers',
  'controlledby',
  'represents',
  'isdrawing',
  'bar1_value',
  'bar2_value',
  'bar3_value',
]);

// Walls, doors and windows (web/roll20/roll20.js roll20Barrier; PathMath 1.7, PathToWindowOrDoor 1.0,
// `.types/index.d.ts`): what each kind is read by, for the page script and the Mod alike.

/** A legacy path: its commands (`_path`) in its box, scaled and rotated; a wall on the `walls` layer. */
export const ROLL20_PATH_ATTRIBUTES = Object.freeze([
  '_path',
  'layer',
  'left',
  'top',
  'width',
  'height',
  'scaleX',
  'scaleY',
  'rotation',
  'barrierType',
]);

/** A current-engine path: its shape and points around (x, y), rotated; a wall on the `walls` layer. */
export const ROLL20_PATHV2_ATTRIBUTES = Object.freeze([
  'layer',
  'shape',
  'points',
  'x',
  'y',
  'rotation',
  'barrierType',
]);

/** A door or a window: its place, whether it is open (locked, secret), its two handles (`path`). */
export const ROLL20_PORTAL_ATTRIBUTES = Object.freeze(['x', 'y', 'isOpen', 'isLocked', 'isSecret', 'path']);
