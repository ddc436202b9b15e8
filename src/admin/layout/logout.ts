// Signing out of the console (user menu, and the init failure view): ends the login on the
// server, forgets the tokens and the tabs, and goes to the login page.
import { api } from "@/lib/request";
import { $adminInfo, clearAdminInfo } from "@/stores/admin-info";
import { adminBase } from "@/stores/site-config";
import { closeAllTabs } from "../stores/tabs";

export async function logout(): Promise<void> {
  const info = $adminInfo.get();
  await api({ url: `${adminBase()}/index/logout`, method: "POST", data: { refreshToken: info.refresh_token ?? "" }, showErrorMessage: false }).catch(() => undefined);
  clearAdminInfo();
  closeAllTabs();
  location.assign(`${adminBase()}/login`);
}
