// What the console shell fetches before any of its scripts load: the init payload, the data of
// the page the address names (when that call is known without the page's code), that page's
// code (as module preloads), the static files it needs first and its live stream.
// The inline script below starts them from <head>; the request module hands the responses to
// the first matching calls (src/lib/request/early.ts). Keep it self-contained: it is inlined.

/**
 * Console path -> the data call (under the admin prefix) its page makes first. `/admin` itself
 * and `/admin/loading` without a target (where signing in leads) land on the first menu, the
 * dashboard for every seeded role; if they land elsewhere the early answer is simply never used.
 */
export const ROUTE_DATA: Readonly<Record<string, string>> = {
  "": "/dashboard/index",
  loading: "/dashboard/index",
  dashboard: "/dashboard/index",
};

/**
 * Console path -> the page it shows, as `pages/registry.ts` imports it lazily (its key in the
 * registry's `import.meta.glob`; chunk names are not unique: `dashboard.page` is also the
 * dashboard's texts, `index.page` any page named index). After the build, the script's
 * route-chunk map is filled with the URL of that import's chunk and its static imports
 * (scripts/lib/modulepreload.ts), and the script asks for them as module preloads, so the
 * page's code arrives with the console's own instead of after it.
 */
export const ROUTE_PAGE_CHUNKS: Readonly<Record<string, string>> = {
  "": "./dashboard.page.tsx",
  loading: "./dashboard.page.tsx",
  dashboard: "./dashboard.page.tsx",
  "screendata/index": "./screendata/index.page.tsx",
};

/** Console path -> static files its page fetches first (taken with `takeEarlyFetch`). */
export const ROUTE_FETCHES: Readonly<Record<string, readonly string[]>> = {
  "screendata/index": ["/static/geo/hainan.json"],
};

/**
 * Console path -> the live stream (under the admin prefix) its page opens first, asked for with
 * `?server=1&lang=<page language>&batoken=<token>`. The script keeps the stream's `panels`
 * events until the page takes it (`takeEarlyStream`); one not taken within
 * EARLY_STREAM_MAX_AGE_MS is closed.
 */
export const ROUTE_STREAMS: Readonly<Record<string, string>> = {
  "screendata/index": "/screendata.Gate/stream",
};

export const EARLY_STREAM_MAX_AGE_MS = 15_000;

/** Replaced after the build by `{route: [chunk URLs]}`. */
export const ROUTE_CHUNKS_MARK = "/*route-chunks*/{}";

/** The init payload (stores/init.ts). */
export const INIT_CALL = "/index/index";

/**
 * Inline script for the console shell's <head>. Sends exactly the headers the request module
 * sends (language, `server`, content type, both tokens), so the answers are the same.
 */
export const earlyCallsScript = `(function(){try{
var info=JSON.parse(localStorage.getItem("ba:adminInfo")||"{}");if(!info||!info.token)return;
var boot=JSON.parse((document.getElementById("site-boot")||{}).textContent||"{}");
var base="/"+(boot.adminPrefix||"admin"),path=location.pathname;
if(path!==base&&path.indexOf(base+"/")!==0)return;
var route=path.slice(base.length+1).replace(/\\/+$/,""),routes=${JSON.stringify(ROUTE_DATA)};
try{route=decodeURIComponent(route)}catch(e){}
var member=JSON.parse(localStorage.getItem("ba:userInfo")||"{}")||{};
var h={"think-lang":document.documentElement.lang||"zh-cn",server:"true","content-type":"application/json",batoken:info.token};
if(member.token)h["ba-user-token"]=member.token;
var chunks=${ROUTE_CHUNKS_MARK};(chunks[route]||[]).forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l);});
var urls=[base+${JSON.stringify(INIT_CALL)}];if(routes[route])urls.push(base+routes[route]);
var calls=window.__earlyCalls={};
urls.forEach(function(u){var r=fetch(u,{headers:h,credentials:"same-origin"});r.catch(function(){});calls[u]={token:info.token,at:Date.now(),response:r};});
var files=window.__earlyFetches={};(${JSON.stringify(ROUTE_FETCHES)}[route]||[]).forEach(function(u){var r=fetch(u,{credentials:"same-origin"});r.catch(function(){});files[u]=r;});
var stream=${JSON.stringify(ROUTE_STREAMS)}[route];if(stream&&window.EventSource){var s=new window.EventSource(base+stream+"?server=1&lang="+h["think-lang"]+"&batoken="+encodeURIComponent(info.token));
var kept=window.__earlyStream={source:s,events:[],keep:function(e){kept.events.push(e.data)}};s.addEventListener("panels",kept.keep);
setTimeout(function(){if(window.__earlyStream===kept){delete window.__earlyStream;s.close();}},${EARLY_STREAM_MAX_AGE_MS});}
}catch(e){}})();`;
