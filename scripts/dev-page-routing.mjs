// Vite plugin for `bun dev` only: sends API calls to the Elysia dev server (same rule as
// production: /api/*, and /admin/* with a `server` flag or a non-GET method) and serves page
// paths from the language folder chosen by the `think_lang` cookie, like server/pages does.

const isApi = (req) => {
  const url = new URL(req.url, "http://dev");
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return true;
  if (url.pathname.startsWith("/storage/")) return true;
  if (url.pathname === "/admin" || url.pathname.startsWith("/admin/")) {
    return req.method !== "GET" && req.method !== "HEAD" ? true : Boolean(req.headers.server) || url.searchParams.has("server");
  }
  return false;
};

const langOf = (req) => {
  const m = /(?:^|;\s*)think_lang=(zh-cn|en)/.exec(req.headers.cookie ?? "");
  return m ? m[1] : "zh-cn";
};

const isAsset = (path) =>
  /^\/(@|_astro|node_modules|src|static|\.astro)/.test(path) || /\.[a-z0-9]+$/i.test(path) || /^\/(zh-cn|en)(\/|$)/.test(path);

export function devPageRouting({ api }) {
  return {
    name: "dev-page-routing",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url) return next();
        if (isApi(req)) {
          try {
            const headers = { ...req.headers };
            delete headers.host;
            const chunks = [];
            for await (const chunk of req) chunks.push(chunk);
            const response = await fetch(new URL(req.url, api), {
              method: req.method,
              headers,
              body: chunks.length ? Buffer.concat(chunks) : undefined,
              redirect: "manual",
            });
            res.statusCode = response.status;
            response.headers.forEach((value, key) => {
              if (key !== "content-encoding" && key !== "content-length") res.setHeader(key, value);
            });
            if (!response.body) return res.end();
            for await (const chunk of response.body) res.write(chunk);
            return res.end();
          } catch (error) {
            res.statusCode = 502;
            return res.end(`API server not reachable at ${api}: ${error}`);
          }
        }
        const url = new URL(req.url, "http://dev");
        if (!isAsset(url.pathname)) {
          req.url = `/${langOf(req)}${url.pathname === "/" ? "/" : url.pathname}${url.search}`;
        }
        next();
      });
    },
  };
}
