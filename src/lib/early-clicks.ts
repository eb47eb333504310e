/**
 * Tools are rendered on the server, so their buttons are on screen before their code arrives. A
 * click there would do nothing, and Enter in a field would submit the tool's form to the server
 * and reload the page. This script, inlined in the head of every page with tools (before any
 * tool can be clicked), holds such clicks and submissions in `window.rulesAtHandHeld`; the kit
 * replays them, in order, once the tool has hydrated and taken in what was typed before
 * (src/widgets/kit/hydration.ts). An island still carries `ssr` until it has hydrated.
 *
 * Plain JavaScript in a string, as it is written into the page as it stands.
 */
export const HOLD_EARLY_CLICKS = `(()=>{const held=[];window.rulesAtHandHeld=held;const waiting=(element)=>{const island=element&&element.closest("astro-island");return !!island&&island.hasAttribute("ssr")&&island.getAttribute("client")!=="only"};document.addEventListener("click",(event)=>{const button=event.target instanceof Element?event.target.closest('button,input[type="submit"],input[type="button"]'):null;if(!waiting(button))return;event.preventDefault();event.stopImmediatePropagation();held.push(button)},true);document.addEventListener("submit",(event)=>{if(!waiting(event.target))return;event.preventDefault();held.push(event.target)},true)})();`;
