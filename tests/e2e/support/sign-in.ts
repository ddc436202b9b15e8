// Signing in to the console as one of the demo accounts (data/demo-accounts.txt of the e2e
// server), through the login page as a person does; answers the console once it is ready.
import type { Page } from "@playwright/test";
import { ConsolePage } from "../pages/console-page";
import { LoginPage } from "../pages/login-page";
import { demoAccount } from "./demo";

export async function signInAsDemo(page: Page, role = "supervisor"): Promise<ConsolePage> {
  const { username, password } = demoAccount(role);
  const login = new LoginPage(page);
  await login.open();
  await login.login(username, password);
  const console = new ConsolePage(page);
  await console.waitReady();
  return console;
}
