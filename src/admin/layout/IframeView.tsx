// Iframe menus (spec §2): the target URL opened inside the console.
export function IframeView({ url, title }: { url: string; title: string }) {
  let src = url;
  try {
    src = decodeURIComponent(url);
  } catch {
    src = url;
  }
  const safe = /^https?:\/\//i.test(src) || src.startsWith("/") ? src : "about:blank";
  return <iframe title={title} src={safe} className="h-[calc(100vh-9rem)] w-full rounded-lg border bg-background" sandbox="allow-scripts allow-same-origin allow-forms allow-popups" />;
}
