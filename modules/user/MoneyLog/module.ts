// Balance ledger of members: one entry per change, with the value before and after it.
import { ledger } from "../ledger";

export default ledger("money");
