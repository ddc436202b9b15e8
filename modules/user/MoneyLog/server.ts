// Adding an entry moves the member's balance in the same transaction (see ledger-hooks.ts).
import { defineServer } from "@server/engine/define";
import { ledgerHooks } from "../ledger-hooks";

export default defineServer({ hooks: ledgerHooks("money") });
