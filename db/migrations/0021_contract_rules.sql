-- The duplicate-ID contract rule joins travellers by ID number.
CREATE INDEX `contract_tourist_id_no_idx` ON `contract_tourist` (`id_no`);