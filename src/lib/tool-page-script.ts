/**
 * The inline script in the head of every page with tools (tool-page-head.ts). It runs before the
 * page is drawn and before any tool's code arrives, and does two things:
 *
 * - Keeps room for tools that were taller on the reader's last visit (src/stores/tool-heights.ts
 *   has the stored shape): a `min-height` per tool id for this page and window width, until the
 *   tool is ready (`data-ready`, set by ToolSection). Ids are checked before they go into CSS.
 * - Holds clicks and submissions made in a tool rendered on the server whose code has not
 *   arrived yet, which would otherwise do nothing (or send its form to the server and reload the
 *   page), in `window.rulesAtHandHeld`; the kit replays them, in order, once the tool has
 *   hydrated and taken in what was typed before (src/widgets/kit/hydration.ts). An island still
 *   carries `ssr` until it has hydrated.
 *
 * Plain JavaScript in a string, as it is written into the page as it stands.
 */
/** Where tool heights are kept; the store that writes them (src/stores/tool-heights.ts) reads this. */
export const TOOL_HEIGHTS_KEY = 'rules-at-hand:tool-heights';

const KEEP_ROOM = `try{const heights=JSON.parse(localStorage.getItem(${JSON.stringify(TOOL_HEIGHTS_KEY)})||"{}");const rules=[];for(const key in heights){const [path,id,width]=key.split(" ");const px=heights[key];if(path===location.pathname&&Number(width)===innerWidth&&/^[A-Za-z][\\w-]*$/.test(id)&&Number.isInteger(px)&&px>0&&px<1e5)rules.push("#"+id+":not([data-ready]){min-height:"+px+"px}")}if(rules.length){const style=document.createElement("style");style.textContent=rules.join("");document.head.append(style)}}catch{}`;

const HOLD_CLICKS = `const held=[];window.rulesAtHandHeld=held;const waiting=(element)=>{const island=element&&element.closest("astro-island");return !!island&&island.hasAttribute("ssr")&&island.getAttribute("client")!=="only"};document.addEventListener("click",(event)=>{const button=event.target instanceof Element?event.target.closest('button,input[type="submit"],input[type="button"]'):null;if(!waiting(button))return;event.preventDefault();event.stopImmediatePropagation();held.push(button)},true);document.addEventListener("submit",(event)=>{if(!waiting(event.target))return;event.preventDefault();held.push(event.target)},true);`;

export const TOOL_PAGE_SCRIPT = `(()=>{${KEEP_ROOM}${HOLD_CLICKS}})();`;
