/** Marks a processed page, so a second run leaves it alone. */
export const LOADER_ID = "deferred-scripts";

export const LOADER_TIMING = {
  /** Without a new largest paint for this long after the last one, the page has settled. */
  quiet: 150,
  /** When the first frame after the load event paints nothing larger, nothing is reported. */
  fallback: 500,
  /** A page whose largest paint keeps growing gets its scripts this long after loading anyway. */
  cap: 3000,
  /** The framework's start waits at most this long for a press (pointer or key) that has not ended. */
  press: 600,
};

/**
 * Replaces the framework's script tags: once the largest paint has settled, it adds the page data and
 * the chunks to run in order; the last, which starts the framework, never keeps a tap in progress waiting.
 */
export function loaderScript(sources: string[]): string {
  const list = JSON.stringify(sources).replace(/&/g, "&amp;").replace(/'/g, "&#39;");
  return `<script id="${LOADER_ID}" data-scripts='${list}'>${LOADER_CODE}</script>`;
}

/** The same on every page (its list is an attribute), so the CSP allows it by one hash. */
const LOADER_CODE = (() => {
  const { quiet, fallback, cap, press } = LOADER_TIMING;
  return (
    `(function(s){var d=document,o,q,c,b=0,w,x,` +
    // A press under way (b) holds the framework's start (w) until the frame after it ends.
    `f=function(){clearTimeout(x);requestAnimationFrame(function(){setTimeout(function(){b=0;if(w){var k=w;w=0;k()}})})},` +
    `h=function(){b=1;clearTimeout(x);x=setTimeout(f,${press})},` +
    `v=[["pointerdown",h],["keydown",h],["click",f],["auxclick",f],["contextmenu",f],["pointercancel",f],["keyup",f]],` +
    `a=function(m){v.forEach(function(e){d[m+"EventListener"](e[0],e[1],true)})},` +
    `n=function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e);return e},` +
    `l=function(){if(l.done)return;l.done=1;clearTimeout(q);clearTimeout(c);if(o)o.disconnect();` +
    `var t=s[s.length-1],p,i=0,m=2,r=function(){if(b)w=r;else{a("remove");n(t)}},y=function(){if(--m===0)r()},k=d.createElement("link");` +
    `k.rel="preload";k.as="script";k.href=t;k.onload=k.onerror=y;d.head.appendChild(k);` +
    `var j=function(){p=n(s[i++]);if(i<s.length-1)setTimeout(j);else p.onload=p.onerror=y};if(s.length>1)j();else y()},` +
    `g=function(){requestAnimationFrame(function(t){` +
    `try{o=new PerformanceObserver(function(x){if(x.getEntries().some(function(e){return e.startTime>=t})){clearTimeout(q);q=setTimeout(l,${quiet})}});` +
    `o.observe({type:"largest-contentful-paint",buffered:true})}catch(e){}` +
    `q=setTimeout(l,${fallback});c=setTimeout(l,${cap})})};` +
    `a("add");` +
    `if(d.readyState==="complete")g();else window.addEventListener("load",g,{once:true})})(JSON.parse(document.currentScript.dataset.scripts))`
  );
})();

export function loaderSources(html: string): string[] {
  const list = new RegExp(`<script id="${LOADER_ID}" data-scripts='([^']*)'>`).exec(html)?.[1];
  return list ? (JSON.parse(list.replace(/&#39;/g, "'").replace(/&amp;/g, "&")) as string[]) : [];
}

export const isPageDataUrl = (url: string) => /\/_next\/static\/page-data\/[^/]+\.js$/.test(url);
