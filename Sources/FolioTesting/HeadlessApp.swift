import Folio
