// Runs inline in <head> before the first paint (no bundling, so it must stay self-contained):
// applies dark mode, and if the stored language differs from the page's language (cookie
// lost, or first visit after a switch on another device) restores the cookie and reloads once.
export const themeInitScript = `(function(){try{
var d=document.documentElement,ls=localStorage;
d.classList.toggle("dark",ls.getItem("ui:dark")==="true");
var want=ls.getItem("ui:lang"),have=d.lang;
if((want==="en"||want==="zh-cn")&&want!==have&&!/[?&]lang=/.test(location.search)&&!sessionStorage.getItem("ui:lang-synced")){
sessionStorage.setItem("ui:lang-synced","1");
document.cookie="think_lang="+want+"; path=/; max-age=31536000; samesite=lax";
location.reload();}
}catch(e){}})();`;
