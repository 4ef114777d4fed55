// Checks that the extension's pieces fit the SDK's types where they meet it: the tool mode's
// handlers are ToolMode's, the items draw.js builds are Items, the grid scene-map.js reads is a Grid.
import type { ToolMode, Item, Grid, ToolContext, ToolEvent } from '@owlbear-rodeo/sdk';
import { DragTool } from '../../../owlbear/src/drag.js';
import { pathItems } from '../../../owlbear/src/draw.js';
import { mapScene, readGrid, DEFAULT_SETTINGS } from '../../../owlbear/src/scene-map.js';

declare const tool: DragTool;
const mode: ToolMode = {
  id: 'com.footwork.owlbear/mode/move',
  icons: [],
  onToolDown: (c: ToolContext, e: ToolEvent) => tool.onToolDown(c, e),
  onToolDragStart: (c, e) => void tool.onToolDragStart(c, e),
  onToolDragMove: (c, e) => tool.onToolDragMove(c, e),
  onToolDragEnd: (c, e) => void tool.onToolDragEnd(c, e),
  onToolDragCancel: () => void tool.onToolDragCancel(),
};
declare const grid: Grid;
declare const items: Item[];
const built: Item[] = pathItems({ cellPx: 150, offsetX: 0, offsetY: 0, cellFeet: 5 }).all;
const mapped = mapScene({ grid, items, settings: { ...DEFAULT_SETTINGS }, rulesets: [] });
const g = readGrid(grid);
export { mode, built, mapped, g };
